import { FabricImage } from 'fabric';
import { OBJECT_ORIGIN, placeImage } from '../model';

/** Image metadata of spec 1 §3 (source, evidence data, original image after a crop ...). */
export type ImageMetadata = Record<string, unknown>;

/**
 * Loads an image by URL and places it as spec 1 §9 says (70% of the canvas height, fitted to its
 * width, centred). Images are referenced by URL, never embedded (DESIGN §7): upload a pasted or
 * generated image first and pass its file URL. External addresses should go through
 * /api/proxy/image so the canvas stays exportable.
 */
export async function loadPlacedImage(src: string, metadata?: ImageMetadata): Promise<FabricImage> {
  const image = await FabricImage.fromURL(src, { crossOrigin: 'anonymous' });
  const element = image.getElement() as HTMLImageElement;
  const width = element.naturalWidth || image.width;
  const height = element.naturalHeight || image.height;
  image.set({ ...OBJECT_ORIGIN, ...placeImage(width, height) });
  if (metadata) image.set('metadata', metadata);
  image.setCoords();
  return image;
}
