/** Sign-out answers that mean the server holds no session any more: signed out all the same. */
export const isSessionGoneStatus = (status: number) => status === 401 || status === 403 || status === 404;
