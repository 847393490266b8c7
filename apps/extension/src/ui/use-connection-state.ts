import { useEffect, useState } from "react";

import { onConnectionChanged, readConnectionState, type ConnectionState } from "../lib/connection.ts";

/** The stored connection, kept current as it is made, refused or forgotten anywhere in the extension. */
export const useConnectionState = (): ConnectionState | null => {
  const [state, setState] = useState<ConnectionState | null>(null);
  useEffect(() => {
    const refresh = () => void readConnectionState().then(setState);
    refresh();
    return onConnectionChanged(refresh);
  }, []);
  return state;
};
