/**
 * Set up for every server test file: its temporary folders go once its own `afterAll` hooks (which
 * close its apps and servers) have run, as after-hooks run last-registered first.
 */
import { afterAll } from "vitest";

import { removeTemporaryFolders } from "./temporary-folder.ts";

afterAll(removeTemporaryFolders);
