import { browser } from "wxt/browser";

/** All the extension keeps: the member's Promptloom address and the key made for it. */
export type Connection = { address: string; key: string };

/** A connection whose key the server refused (revoked, or the member stopped paying). */
export type ConnectionState =
  | { status: "disconnected"; address: string | null }
  | { status: "connected"; connection: Connection }
  | { status: "refused"; address: string; message: string };

type Stored = { connection?: Connection; refusal?: string; pendingConnect?: { address: string; state: string } };

const read = (): Promise<Stored> => browser.storage.local.get<Stored>(null);

export const readConnectionState = async (): Promise<ConnectionState> => {
  const stored = await read();
  if (!stored.connection) return { status: "disconnected", address: stored.pendingConnect?.address ?? null };
  if (stored.refusal) return { status: "refused", address: stored.connection.address, message: stored.refusal };
  return { status: "connected", connection: stored.connection };
};

export const readConnection = async () => (await read()).connection ?? null;

export const saveConnection = (connection: Connection) =>
  browser.storage.local.set({ connection }).then(() => browser.storage.local.remove(["refusal", "pendingConnect"]));

export const markConnectionRefused = (message: string) => browser.storage.local.set({ refusal: message });

export const forgetConnection = () => browser.storage.local.remove(["connection", "refusal"]);

export const rememberPendingConnect = (pendingConnect: { address: string; state: string }) =>
  browser.storage.local.set({ pendingConnect });

export const readPendingConnect = async () => (await read()).pendingConnect ?? null;

/** Calls `listener` whenever the connection changes (connected, refused, forgotten). */
export const onConnectionChanged = (listener: () => void) => {
  const handle = () => listener();
  browser.storage.local.onChanged.addListener(handle);
  return () => browser.storage.local.onChanged.removeListener(handle);
};
