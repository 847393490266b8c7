import { useEffect, useRef } from "react";

import { subscribeToServerEvents, type ServerEventType } from "./server-events.ts";

/** Calls `handler` for each server event of `type` while the component is mounted. */
export const useServerEvent = (type: ServerEventType, handler: (data: unknown) => void) => {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => subscribeToServerEvents(type, (data) => latest.current(data)), [type]);
};
