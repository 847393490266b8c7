/** The signed-in user as requests carry it: the session middleware sets it, guards and routes read it. */
export type SessionUser = { id: string; email: string; name: string };
