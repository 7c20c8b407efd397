// The room as drawn: the scene's preview picture first (prerendered, the page's largest image, and all there is
// without JavaScript), then a canvas with the chosen stone laid on the chosen surface, drawn at the shown width × the
// screen's density (at most the scene's own size) and drawn again after every change.
import React from 'react';
import { Photo, type IGatsbyImageData } from '../Photo';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { highPriority } from '../image-priority';
import { drawView, drawWidth, scenePictures, sliceRows, stonePhoto, type Laying } from './draw';
import { afterPaint, nextTask } from '../afterPaint';
import type { Scene, VisualizerStone } from '../../visualizer/types';

export interface DrawRequest {
  /** Names what is drawn (the view's address): the canvas carries it once drawn, so tests and tools can wait for it. */
  key: string;
  stone: VisualizerStone;
  /** Null when the stone may go on no surface of the scene: the room is drawn bare. */
  laying: Omit<Laying, 'photo'> | null;
}

interface Props {
  scene: Scene;
  preview: IGatsbyImageData | null;
  previewAlt: string;
  /** Null while the view cannot be known yet (the stones are still on their way): the preview stays. */
  request: DrawRequest | null;
  captionId: string;
}

export function RoomCanvas({ scene, preview, previewAlt, request, captionId }: Props) {
  const { t } = useTranslation('visualizer');
  const frame = React.useRef<HTMLDivElement>(null);
  const canvas = React.useRef<HTMLCanvasElement>(null);
  const [shownWidth, setShownWidth] = React.useState(0);
  const [drawn, setDrawn] = React.useState<string | null>(null);
  const [failed, setFailed] = React.useState(false);

  React.useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setShownWidth(Math.round(entry.contentRect.width)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  React.useEffect(() => {
    const target = canvas.current;
    if (!request || !shownWidth || !target) return;
    let live = true;
    const width = drawWidth(shownWidth, window.devicePixelRatio, scene);
    const draw = async () => {
      // A choice's own task ends with its controls painted: the effect runs inside the tap's task (React flushes a
      // tap's effects at once), and the first slice with the pictures' set-up would otherwise delay that paint.
      await afterPaint();
      if (!live) return;
      const [pictures, photo] = await Promise.all([
        scenePictures(scene, width),
        request.laying ? stonePhoto(request.stone) : null,
      ]);
      if (!live) return;
      const context = target.getContext('2d');
      if (!context) throw new Error('no 2D canvas');
      const { width: w, height: h } = pictures.base;
      const image = context.createImageData(w, h);
      const laying = request.laying && photo ? { ...request.laying, photo } : null;
      // In slices, each its own task: one drawing is tens of milliseconds (four times that on a slow phone), which in
      // one piece would hold every tap and key until it ends. A newer view stops this one between two slices.
      let spent = 0;
      for (let from = 0; from < h; from += sliceRows) {
        const started = performance.now();
        drawView(scene, pictures, laying, { width: w, height: h, data: image.data }, [
          from,
          Math.min(h, from + sliceRows),
        ]);
        spent += performance.now() - started;
        await nextTask();
        if (!live) return;
      }
      if (target.width !== w) target.width = w;
      if (target.height !== h) target.height = h;
      context.putImageData(image, 0, 0);
      // How long the drawing itself took (pictures already loaded), slices summed: what a change of stone or pattern costs.
      target.dataset.drawMs = spent.toFixed(1);
      setFailed(false);
      setDrawn(`${request.key} ${width}`);
    };
    draw().catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [scene, request, shownWidth]);

  const shown = drawn !== null;
  return (
    <div className="viz-room">
      <div
        ref={frame}
        className="viz-frame"
        style={{ aspectRatio: `${scene.width} / ${scene.height}` }}
        aria-busy={request !== null && drawn?.split(' ')[0] !== request.key}
      >
        {!shown && preview && (
          <Photo image={preview} alt={previewAlt} loading="eager" className="viz-preview" {...highPriority} />
        )}
        <canvas
          ref={canvas}
          className="viz-canvas"
          role="img"
          aria-labelledby={captionId}
          hidden={!shown}
          data-drawn={drawn?.split(' ')[0] ?? undefined}
        />
      </div>
      {failed && (
        <p className="viz-error" role="alert">
          {t('drawError')}
        </p>
      )}
    </div>
  );
}
