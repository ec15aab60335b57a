// Narrated video (issue #15 "Measure"): a 10-slide story with about 40 words a slide, rendered
// by the built server, in English (Flite's Amy) and in Spanish (eSpeak NG, issue #29). Reports
// narration (TTS), picture, encoding and storing times from the render, the browser-side upload
// time, wall time over the video's duration (target < 0.3 for each voice), and peak memory of the
// server, of ffmpeg and of the speech engine's process; checks the MP4 with ffprobe.
import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { ensureFfmpeg, findOnPath } from '../ffmpeg.mjs';
import { newDataDir, signIn, startServer } from './harness.mjs';
import { sleep } from './load.mjs';
import { apiCaller, renderVideo, slidePng, uploadSlidePictures } from './videoFixture.mjs';

const SLIDES = 10;
const TARGET_RATIO = 0.3;
// Debian's ffmpeg package renders (the server's) and checks (its ffprobe) the video.
if (!ensureFfmpeg({ withFfprobe: true })) process.exit(1);
const ffprobePath = findOnPath('ffprobe');

const TOPICS = [
  'sea ice',
  'rainfall',
  'river levels',
  'wildfires',
  'heatwaves',
  'glaciers',
  'crop yields',
  'coral reefs',
  'snow cover',
  'air quality',
];
/** About 40 words, different on every slide (so no narration is shared through the cache). */
const script = (i) =>
  `Slide ${i + 1} looks at ${TOPICS[i]} over forty years. The chart shows the yearly ` +
  `average in blue and the ten year trend in orange. Since ${1980 + i} the measure has changed ` +
  `by about ${12 + i * 3} percent, and the trend has not slowed lately.`;
/** The same slides in Spanish, for the eSpeak NG voice. */
const TEMAS = [
  'el hielo marino',
  'la lluvia',
  'el nivel de los ríos',
  'los incendios',
  'las olas de calor',
  'los glaciares',
  'las cosechas',
  'los arrecifes de coral',
  'la nieve',
  'la calidad del aire',
];
const guion = (i) =>
  `La diapositiva ${i + 1} estudia ${TEMAS[i]} durante cuarenta años. El gráfico muestra la ` +
  `media de cada año en azul y la tendencia de diez años en naranja. Desde ${1980 + i} la ` +
  `medida ha cambiado cerca de un ${12 + i * 3} por ciento, y la tendencia no se ha frenado.`;
const VOICES = [
  { voice: 'Amy', engine: 'fliteEngine', script },
  { voice: 'Spanish', engine: 'espeakEngine', script: guion },
];

/** Peak resident memory (VmHWM) of a process, in MB; null once it is gone. */
function peakMb(pid) {
  try {
    const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}
const commandOf = (pid) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return '';
  }
};
const childrenOf = (pid) => {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean);
  } catch {
    return [];
  }
};

const dataDir = newDataDir();
const server = await startServer(dataDir, { env: { SEED_CONTENT: '0' } });
const { base } = server;
let exitCode = 0;
try {
  const cookie = await signIn(base, 'bench-pupil@school.example');
  const call = apiCaller(base, cookie);

  const pictures = await Promise.all(
    Array.from({ length: SLIDES }, (_, i) => slidePng(i, TOPICS[i])),
  );
  const uploadStarted = performance.now();
  const imageUrls = await uploadSlidePictures(base, call, pictures);
  const uploadMs = performance.now() - uploadStarted;
  /** Renders the story in one voice and reports its figures; false when a check failed. */
  const benchVoice = async ({ voice, engine, script: scriptOf }) => {
    const story = await call('POST', '/api/stories', {
      title: 'Bench story',
      template: 'blank',
      slides: Array.from({ length: SLIDES }, (_, i) => ({
        id: `slide-1700000000000-${i}`,
        title: TOPICS[i],
        script: scriptOf(i),
        canvasState: [],
      })),
    });
    const words = Array.from({ length: SLIDES }, (_, i) => scriptOf(i).split(/\s+/).length);

    // The server's own peak so far (start, sign-in, uploads), to tell the render's share apart.
    const serverBefore = peakMb(server.pid) ?? 0;
    let serverPeak = 0;
    let ffmpegPeak = 0;
    let enginePeak = 0;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        serverPeak = Math.max(serverPeak, peakMb(server.pid) ?? 0);
        for (const child of childrenOf(server.pid)) {
          const comm = (() => {
            try {
              return readFileSync(`/proc/${child}/comm`, 'utf8').trim();
            } catch {
              return '';
            }
          })();
          if (comm === 'ffmpeg') ffmpegPeak = Math.max(ffmpegPeak, peakMb(child) ?? 0);
          if (commandOf(child).includes(engine))
            enginePeak = Math.max(enginePeak, peakMb(child) ?? 0);
        }
        await sleep(50);
      }
    })();

    const started = performance.now();
    const status = await renderVideo(call, { storyId: story._id, voice, imageUrls });
    const wallMs = performance.now() - started;
    sampling = false;
    await sampler;
    if (status.status !== 'done') throw new Error(`render failed: ${status.error}`);

    const video = status.video;
    const mp4 = Buffer.from(await (await fetch(`${base}${video.url}`)).arrayBuffer());
    const file = path.join(dataDir, `bench-${voice}.mp4`);
    writeFileSync(file, mp4);
    const { stdout } = await promisify(execFile)(ffprobePath, [
      '-v',
      'error',
      '-show_entries',
      'stream=codec_type,codec_name,width,height,pix_fmt:format=duration',
      '-of',
      'json',
      file,
    ]);
    const probe = JSON.parse(stdout);
    const codecs = probe.streams.map((s) => s.codec_name).join(', ');
    const videoStream = probe.streams.find((s) => s.codec_type === 'video');
    const probedSeconds = Number(probe.format.duration);
    const ratio = wallMs / 1000 / video.duration;
    const t = status.timings;
    const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
    console.log(
      `\nSlides: ${SLIDES}, words a slide ${Math.min(...words)}-${Math.max(...words)}, voice ${voice} (${engine})`,
    );
    console.log(
      `Uploads (browser side, ${SLIDES} PNGs 750x1334, ${(pictures.reduce((a, p) => a + p.length, 0) / 1e6).toFixed(1)} MB): ${s(uploadMs)}`,
    );
    console.log(
      `Render phases: narration (TTS) ${s(t.narrationMs)}, pictures ${s(t.imagesMs)}, encoding ${s(t.encodingMs)}, storing ${s(t.storingMs)}`,
    );
    console.log(
      `Render wall time ${s(wallMs)} for a ${video.duration.toFixed(1)} s video: ratio ${ratio.toFixed(3)} (target < ${TARGET_RATIO})`,
    );
    console.log(
      `Peak memory: server ${serverPeak.toFixed(0)} MB (whole process; ${serverBefore.toFixed(0)} MB before the render), ffmpeg ${ffmpegPeak.toFixed(0)} MB, speech engine ${enginePeak.toFixed(0)} MB`,
    );
    console.log(
      `ffprobe: ${codecs}; ${videoStream?.width}x${videoStream?.height} ${videoStream?.pix_fmt}; ${probedSeconds.toFixed(2)} s (slides add up to ${video.duration.toFixed(2)} s); ${(mp4.length / 1e6).toFixed(2)} MB`,
    );
    const checks = [
      ratio < TARGET_RATIO,
      codecs === 'h264, aac, mov_text',
      videoStream?.pix_fmt === 'yuv420p' &&
        videoStream.width === 720 &&
        videoStream.height === 1280,
      Math.abs(probedSeconds - video.duration) < 0.5,
    ];
    if (checks.includes(false)) {
      console.log(
        `Failed checks for ${voice} (ratio, codecs, picture, duration): ${checks.join(', ')}`,
      );
      return false;
    }
    return true;
  };
  for (const entry of VOICES) {
    if (!(await benchVoice(entry))) exitCode = 1;
  }
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await server.stop();
}
process.exit(exitCode);
