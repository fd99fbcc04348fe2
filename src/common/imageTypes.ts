/** The picture types the API accepts for logos and profile pictures (react-dropzone `accept`). */
export const IMAGE_TYPES = { 'image/png': [], 'image/jpeg': [], 'image/webp': [], 'image/gif': [] };
