/** The page where a reset or first-password token is used: it sets the password and signs the user in. */
export const passwordLink = (options: { baseUrl: string; email: string; token: string }): string => {
  const link = new URL("/auth/reset-password", options.baseUrl);
  link.searchParams.set("token", options.token);
  link.searchParams.set("email", options.email);
  return link.href;
};
