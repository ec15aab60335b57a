import { FabricImage } from 'fabric';
import { OBJECT_ORIGIN, placeImage } from '../model';

/**
 * Image metadata: source, evidence data, original image after a crop ... (docs/product/editor.md).
 */
export type ImageMetadata = Record<string, unknown>;

/**
 * Loads an image by URL and places it at 70% of the canvas height (narrower if too wide),
 * centred. Images are referenced by URL, never embedded: upload a pasted or
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
