import { useMutation } from "@tanstack/react-query";

import { authClient } from "../../../entities/session/auth-client.ts";

// Not retried: a change that went through but whose answer was lost would be refused the second
// time, the old password no longer being current. Other sessions are signed out with the old password.
export const useChangePassword = () => useMutation({ mutationFn: authClient.changePassword, retry: false });
