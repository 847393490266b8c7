/**
 * Members' Photo Studio uploads live under their own prefix: they are private, served to their
 * owner by the Photo Studio, never by the public uploads route.
 */
const PHOTO_PREFIX = "photos/";

export const photoKeys = (id: string, extension: string) => ({
  imageKey: `${PHOTO_PREFIX}${id}.${extension}`,
  thumbnailKey: `${PHOTO_PREFIX}${id}-thumbnail.webp`,
});

export const isPrivatePhotoKey = (key: string): boolean => key.startsWith(PHOTO_PREFIX);
