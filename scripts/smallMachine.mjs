// The small-machine test (issue #31, part of `npm test`): the whole built server, started fresh
// (it seeds and embeds the chart library) inside a 1 GB memory limit this test sets itself, holds
// a class: pupils saving their stories, classmates browsing and searching (the embedding model
// loaded), a teacher's narrated 10-slide video rendered meanwhile. It passes with no failed
// request, no lost save, no out-of-memory kill and the server still the same process at the end.
// Traffic goes to the loopback address only, bounded in count and time.
import { rmSync } from 'node:fs';
import { browseStream, healthStream, saveStreams } from './bench/classroomStreams.mjs';
import { newDataDir, signIn, startServer } from './bench/harness.mjs';
import { Recorder, openLoop, pool } from './bench/load.mjs';
import { memoryLimit } from './bench/memoryLimit.mjs';
import { Pupil } from './bench/pupil.mjs';
import { apiCaller, renderVideo, slidePng, uploadSlidePictures } from './bench/videoFixture.mjs';
import { ensureFfmpeg } from './ffmpeg.mjs';
import { SERVER_BUNDLE } from './lib.mjs';

const LIMIT_MB = Number(process.env.SMALL_MACHINE_LIMIT_MB ?? 1024);
const PUPILS = 60;
const SAVE_EVERY_MS = 2000; // 30 saves a second
const BROWSERS = 10;
const SECONDS = Number(process.env.SMALL_MACHINE_SECONDS ?? 30);
const VIDEO_SLIDES = 10;

if (!ensureFfmpeg()) process.exit(1);
const limit = memoryLimit(LIMIT_MB);
console.log(`Small machine: ${SERVER_BUNDLE} inside ${LIMIT_MB} MB (${limit.mechanism})`);
const dataDir = newDataDir();
const failures = [];
let server;
try {
  server = await startServer(dataDir, { wrap: limit.wrap, onSpawn: (pid) => limit.watch(pid) });
  const { base } = server;
  const pupils = await pool(
    Array.from({ length: PUPILS }, (_, i) => i),
    8,
    (i) => Pupil.create(base, i),
  );

  // The teacher's video: pictures uploaded and the story made before the class starts saving.
  const call = apiCaller(base, await signIn(base, 'teacher@small-machine.example'));
  const story = await call('POST', '/api/stories', {
    title: 'Small machine video',
    template: 'blank',
    slides: Array.from({ length: VIDEO_SLIDES }, (_, i) => ({
      id: `slide-1700000000000-${i}`,
      title: `Slide ${i + 1}`,
      script: `Slide ${i + 1} shows how the yearly rainfall changed since ${1980 + i}.`,
      canvasState: [],
    })),
  });
  const pictures = await Promise.all(
    Array.from({ length: VIDEO_SLIDES }, (_, i) => slidePng(i, `Slide ${i + 1}`)),
  );
  const imageUrls = await uploadSlidePictures(base, call, pictures);

  const recorder = new Recorder();
  const video = renderVideo(call, { storyId: story._id, voice: 'Amy', imageUrls });
  await openLoop(SECONDS, [
    ...saveStreams(recorder, pupils, SAVE_EVERY_MS),
    ...Array.from({ length: BROWSERS }, (_, i) =>
      browseStream(recorder, base, i, BROWSERS, { patient: true }),
    ),
    healthStream(recorder, base),
  ]);
  const rendered = await video;
  const lost = (await pool(pupils, 8, (pupil) => pupil.lostSaves())).flat();

  console.table(recorder.rows('class'));
  if (recorder.errors() > 0) failures.push(`${recorder.errors()} requests failed`);
  if (lost.length > 0) failures.push(`${lost.length} acknowledged saves lost`);
  if (rendered.status !== 'done') failures.push(`the video failed: ${rendered.error}`);
  const saves = recorder.stats('save (PATCH)').requests;
  if (saves < (PUPILS * SECONDS * 1000) / SAVE_EVERY_MS / 2) failures.push(`only ${saves} saves`);
} catch (error) {
  failures.push(`the class could not carry on: ${error.stack ?? error}`);
} finally {
  const exited = server?.exitCode();
  if (exited !== null && exited !== undefined) failures.push(`the server exited (${exited})`);
  const report = limit.report();
  await server?.stop();
  limit.release();
  rmSync(dataDir, { recursive: true, force: true });
  console.log('Memory:', report);
  if (report.oomKills > 0) failures.push(`${report.oomKills} out-of-memory kills`);
  if (report.overLimit) failures.push(`resident memory reached ${report.residentPeakMb} MB`);
}
for (const failure of failures) console.error(`Small machine: ${failure}`);
if (failures.length === 0) console.log(`Small machine: the class held inside ${LIMIT_MB} MB.`);
process.exit(failures.length ? 1 : 0);
