import type { MeResponse } from "@promptloom/contracts/profile";

import type { SessionUser } from "../../auth/session-user.ts";
import type { ProfileRow } from "../../db/schema/index.ts";
import { AppError } from "../../http/app-error.ts";

/** The signed-in user with their profile; a user without a profile is a 404. */
export const readMe = async ({
  findProfile,
  user,
}: {
  findProfile: (userId: string) => Promise<ProfileRow | undefined>;
  user: SessionUser;
}): Promise<MeResponse> => {
  const profile = await findProfile(user.id);
  if (!profile) throw AppError.notFound("Profile not found");
  return toMe(user, profile);
};

/** What a member is shown of their session and profile. */
export const toMe = (user: SessionUser, profile: ProfileRow): MeResponse => ({
  user,
  profile: {
    id: profile.id,
    fullName: profile.fullName,
    isAdmin: profile.isAdmin,
    isPaid: profile.isPaid,
    refunded: profile.refunded,
  },
});
