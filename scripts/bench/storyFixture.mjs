// The story every load test saves: 10 slides with 30 canvas objects a slide (about 40 KB), as the
// editor would save it. Images are referenced by URL, never embedded (docs/performance.md).

/** Canvas objects of slide `slideIndex`; object 0 is a text whose words a test can change. */
export function benchCanvas(slideIndex, marker = `Label ${slideIndex}`) {
  return Array.from({ length: 30 }, (_, j) =>
    j % 3 === 0
      ? {
          type: 'i-text',
          text: j === 0 ? marker : `Label ${j}`,
          left: 20 + j,
          top: 40 + j * 5,
          fontSize: 14,
          fontFamily: 'Arial',
          fill: '#222222',
        }
      : j % 3 === 1
        ? {
            type: 'rect',
            left: 10 * j,
            top: 12 * j,
            width: 100,
            height: 60,
            fill: '#007AFF',
            stroke: '#007AFF',
            strokeWidth: 2,
            opacity: 0.6,
          }
        : {
            type: 'image',
            src: `/files/uploads/bench/${slideIndex}-${j}.png`,
            left: 5,
            top: 300,
            scaleX: 0.4,
            scaleY: 0.4,
            metadata: { source: 'evidence', isEvidence: true },
          },
  );
}

export function benchSlide(index) {
  return {
    id: `slide-1700000000000-${index}`,
    title: `Slide ${index + 1}`,
    script: 'In this slide we look at how the numbers changed between 1990 and 2020 and why.',
    canvasState: benchCanvas(index),
  };
}

/** A 10-slide story with 30 canvas objects a slide. */
export function benchStory(title = 'Bench story') {
  return { title, template: 'blank', slides: Array.from({ length: 10 }, (_, i) => benchSlide(i)) };
}
