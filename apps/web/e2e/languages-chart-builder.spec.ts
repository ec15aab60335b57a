import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { createStory, openEditor, signIn } from './support/editor';
import { screenSettled } from './support/screen';

// "Make a chart" in the pupil's language (docs/product/languages.md): the builder's steps, its
// warnings and the alt text it drafts from the data are in Spanish or Arabic, Arabic mirrors the
// page, and nothing scrolls sideways on a phone. Screenshots for checking by eye go to
// LANGUAGE_SHOTS_DIR when set.
test.describe.configure({ timeout: 90_000 });
const shotsDir = process.env.LANGUAGE_SHOTS_DIR;

const builder = (page: Page) => page.getByTestId('chart-builder');
const CSV = 'Year,Puffins\n2000,10\n2010,20\n2020,40\n';

/** Signs in, picks `lang` with ?lang= (remembered on this device) and opens a one-slide story. */
async function openBuilder(page: Page, lang: string, width: number) {
  await page.setViewportSize({ width, height: width < 500 ? 844 : 800 });
  await signIn(page, `chart-${lang}-${width}`);
  await page.goto(`/?lang=${lang}`);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  const id = await createStory(page, 1);
  await openEditor(page, id);
  await page.getByTestId('tool-tab-makeChart').click();
}

async function upload(page: Page) {
  await page.locator('input[type="file"]').setInputFiles({
    name: 'puffins.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(CSV),
  });
  await expect(builder(page).getByTestId('chart-preview').getByRole('img')).toBeVisible();
}

async function noSidewaysScroll(page: Page, name: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
  if (!shotsDir) return;
  await screenSettled(page);
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`) });
}

test('in Spanish the builder’s steps, a warning and the drafted alt text are in Spanish', async ({
  page,
}) => {
  await openBuilder(page, 'es', 1280);
  await expect(page.getByRole('button', { name: 'Escribir una tabla' })).toBeVisible();
  await expect(page.getByText('Subir un archivo CSV o Excel')).toBeVisible();
  await upload(page);
  const type = builder(page).getByLabel('Tipo de gráfico');
  await expect(type.locator('option:checked')).toHaveText('Líneas');
  await expect(builder(page).getByLabel('Título', { exact: true })).toHaveValue('Puffins por year');
  await type.selectOption({ label: 'Barras' });
  await builder(page).getByRole('switch', { name: 'Escala logarítmica' }).check();
  await expect(page.getByRole('group', { name: 'Cosas que revisar' })).toContainText(
    'Las barras en escala logarítmica no empiezan en cero',
  );
  await expect(page.getByRole('button', { name: 'Descartar el aviso 1' })).toBeVisible();
  await noSidewaysScroll(page, 'chart-builder-es-1280');

  await page.getByRole('button', { name: 'Revisar e insertar' }).click();
  await expect(page.getByText('Describe tu gráfico')).toBeVisible();
  const alt = page.getByRole('textbox', { name: 'Texto alternativo' });
  await expect(alt).toHaveValue(
    /^Gráfico de barras: Puffins por year\. Muestra puffins por year\./,
  );
  await expect(alt).toHaveValue(/Abarca de 2000 a 2020\./);
  await expect(alt).toHaveValue(/La serie subió de 10 en 2000 a 40 en 2020\./);
  await expect(alt).toHaveValue(
    /El valor más alto es 40 \(2020\)\. El valor más bajo es 10 \(2000\)\./,
  );
  await expect(page.getByRole('button', { name: 'Insertar en la diapositiva' })).toBeVisible();
});

for (const width of [1280, 390]) {
  test(`in Arabic at ${width} px the builder is mirrored, in Arabic, and fits`, async ({
    page,
  }) => {
    await openBuilder(page, 'ar', width);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('button', { name: 'اكتب جدولًا' })).toBeVisible();
    await noSidewaysScroll(page, `chart-builder-ar-${width}-start`);
    await upload(page);
    const type = builder(page).getByLabel('نوع المخطط');
    await expect(type.locator('option:checked')).toHaveText('خطي');
    await type.selectOption({ label: 'أعمدة' });
    await builder(page).getByRole('switch', { name: 'مقياس لوغاريتمي' }).check();
    await expect(page.getByRole('group', { name: 'أمور يجب التحقّق منها' })).toContainText(
      'لا تبدأ الأعمدة على المقياس اللوغاريتمي من الصفر',
    );
    await noSidewaysScroll(page, `chart-builder-ar-${width}-chart`);
    await page.getByRole('button', { name: 'راجع وأدرج' }).click();
    const alt = page.getByRole('textbox', { name: 'النص البديل' });
    await expect(alt).toHaveValue(/^مخطط أعمدة: Puffins حسب year\. يعرض puffins حسب year\./);
    await expect(alt).toHaveValue(/القيم: ارتفاع من .+ في 2000 إلى .+ في 2020\./);
    await expect(alt).toHaveValue(/أعلى قيمة هي/);
    await noSidewaysScroll(page, `chart-builder-ar-${width}-alt`);
  });
}

test('in German on a phone the long labels wrap and nothing scrolls sideways', async ({ page }) => {
  await openBuilder(page, 'de', 390);
  await expect(page.getByRole('button', { name: 'Tabelle eintippen' })).toBeVisible();
  await upload(page);
  await expect(page.getByRole('button', { name: 'Prüfen und einfügen' })).toBeVisible();
  await noSidewaysScroll(page, 'chart-builder-de-390');
  await page.getByRole('button', { name: 'Prüfen und einfügen' }).click();
  await expect(page.getByRole('textbox', { name: 'Alternativtext' })).toHaveValue(
    /^Liniendiagramm: Puffins nach year\. Es zeigt puffins nach year\./,
  );
  await noSidewaysScroll(page, 'chart-builder-de-390-alt');
});
