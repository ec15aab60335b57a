import type { EvidenceLike } from './savedEvidence';

/** A chart's picture in a list (fixed box; a blank frame while loading or when missing). */
export function EvidenceThumb({
  item,
  width = 112,
  onSettled,
}: {
  item: EvidenceLike;
  width?: number | string;
  /** Called once the image has loaded or failed. */
  onSettled?: () => void;
}) {
  const src = item.imageURL ?? item.s3URL ?? null;
  return (
    <div
      style={{
        width,
        aspectRatio: '1500 / 1040',
        flexShrink: 0,
        borderRadius: 6,
        overflow: 'hidden',
        background: 'var(--mantine-color-gray-1)',
        border: '1px solid var(--mantine-color-gray-3)',
      }}
    >
      {src && (
        <img
          src={src}
          alt={item.altText ?? item.label}
          onLoad={onSettled}
          onError={onSettled}
          style={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }}
        />
      )}
    </div>
  );
}
