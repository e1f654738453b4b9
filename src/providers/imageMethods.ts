import type { AppSupabaseClient } from './appSupabaseClient';
import { uploadImage, type UploadImageOptions } from './imageUpload';
import { cleanupImages, listImages, type BucketImage, type ListImagesParams } from './siteImages';

/** The site images in Storage's public bucket site-images. */
export interface ImageMethods {
  /**
   * Uploads an image to Storage's public site-images bucket; resolves to its public URL. Rejects with an HttpError
   * whose message is an app.image.errors.* key (too large, wrong type, no network, no right).
   */
  uploadImage(file: Blob, options: UploadImageOptions): Promise<string>;
  /** The bucket's images, newest first, with the records using each (the image picker). */
  listImages(params?: ListImagesParams): Promise<BucketImage[]>;
  /** Removes the files no record uses any more (also run after every save of a record with images). */
  cleanupImages(): Promise<string[]>;
}

export function imageMethods(client: AppSupabaseClient): ImageMethods {
  return {
    uploadImage: (file, options) => uploadImage(client, file, options),
    listImages: (params) => listImages(client, params),
    cleanupImages: () => cleanupImages(client),
  };
}
