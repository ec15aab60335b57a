/**
 * Every text the chart builder shows (docs/product/chart-builder.md). Whole sentences; a count
 * goes through one function per message, so each can become a plural form when translated.
 */
const number = (n: number) => new Intl.NumberFormat().format(n);
const megabytes = (bytes: number) =>
  new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 }).format(bytes / (1024 * 1024));

export const CHART_BUILDER_UI = {
  tabLabel: 'Make a chart',
  loading: 'Loading the chart builder...',
  intro: 'Make your own chart from numbers: a chart from the library, a file, or a table you type.',
  sourceHeading: 'Your data',
  typeTable: 'Type a table',
  uploadFile: 'Upload a CSV or Excel file',
  uploadHint: 'A CSV file or an .xlsx spreadsheet (its first sheet), with a header row.',
  fromLibraryHint:
    'To use a chart from the library, open it in the Charts tab and choose "Make your own chart from this data".',
  startOver: 'Use other data',
  tableGrid: 'Your table',
  headerCell: (column: number) => `Heading of column ${column}`,
  cell: (row: number, column: number) => `Row ${row}, column ${column}`,
  addRow: 'Add a row',
  addColumn: 'Add a column',
  removeRow: 'Remove the last row',
  removeColumn: 'Remove the last column',
  useTable: 'Use this table',
  tableEmpty: 'Type a heading and at least one row of numbers first.',
  columnsHeading: 'Columns',
  columnsHint: 'Check each column’s type. Change it when it was guessed wrong.',
  columnType: (title: string) => `Type of ${title}`,
  typeNames: { number: 'Number', date: 'Year or date', category: 'Category' },
  chartHeading: 'Chart',
  suggest: 'Suggest a chart',
  noSuggestion: 'There is no number column to chart yet. Check the columns’ types.',
  chartType: 'Chart type',
  typeNamesChart: {
    line: 'Line',
    bar: 'Bar',
    'stacked-bar': 'Stacked bar',
    area: 'Area',
    scatter: 'Scatter',
    pie: 'Pie',
  },
  pieHint: 'A pie is offered for one number column split by a category with a few values.',
  x: 'Across (x axis)',
  y: 'Values (y axis)',
  yHint: 'Pick one column, or several to compare them.',
  color: 'Colour by',
  none: 'None',
  filtersHeading: 'Filters',
  pickValues: (title: string) => `Show these ${title} values`,
  searchValues: 'Search values',
  searchValuesOf: (title: string) => `Search the ${title} values`,
  pickAll: 'Select all',
  moreValues: (n: number) => `${number(n)} more values: search to find them.`,
  pickNone: 'Clear all',
  rangeFrom: (title: string) => `${title} from`,
  rangeTo: (title: string) => `${title} to`,
  rangeUnreadable: (type: 'number' | 'date' | 'category') =>
    type === 'date'
      ? 'Type a year such as 2010, or a date such as 2010-03.'
      : 'Type a number such as 1,500 or 2.5.',
  sort: 'Sort bars',
  sortNames: { none: 'As in the data', ascending: 'Smallest first', descending: 'Largest first' },
  logScale: 'Log scale',
  logScaleHint: 'For numbers that grow by multiplying, such as cases doubling.',
  title: 'Title',
  xTitle: 'X axis title',
  yTitle: 'Y axis title',
  unit: 'Unit of the values',
  sourceLine: 'Source line',
  sourceLineRequired:
    'This chart uses data from the library, so its source line must say where the numbers come from.',
  palette: 'Colours',
  paletteNames: { 'okabe-ito': 'Easy to tell apart', blues: 'Shades of blue' },
  annotationsHeading: 'Notes on the chart',
  addPoint: 'Add a labelled point',
  addRange: 'Add a shaded range',
  addRule: 'Add a reference line',
  annotationKinds: { point: 'Labelled point', range: 'Shaded range', rule: 'Reference line' },
  annotationLabel: 'Label',
  annotationX: 'At x',
  annotationY: 'At y',
  annotationFrom: 'From x',
  annotationTo: 'To x',
  removeAnnotation: (n: number) => `Remove note ${n}`,
  previewHeading: 'Preview',
  previewLabel: 'Preview of your chart',
  previewFailed: 'The preview could not be drawn. Check the columns and filters.',
  nothingPlotted: 'Nothing is plotted: check the filters and the value columns.',
  warningsHeading: 'Things to check',
  dismiss: 'Dismiss',
  dismissWarning: (n: number) => `Dismiss warning ${n}`,
  review: 'Review and insert',
  altHeading: 'Describe your chart',
  altHint:
    'People who cannot see the chart hear this description. We drafted it from your data: check it says what matters.',
  altLabel: 'Alt text',
  altRequired: 'Write a description before inserting the chart.',
  insert: 'Insert on slide',
  update: 'Update chart',
  back: 'Back to the chart',
  inserted: 'The chart was added to the slide.',
  updated: 'The chart was updated.',
  insertFailed: 'The chart could not be put on the slide. Try again.',
  tooBigForSlide:
    'This chart holds too much data to keep on a slide. Filter it to fewer rows or columns.',
  editChart: 'Edit this chart',
  selectedChart: 'The selected chart was made with the chart builder.',
  dataTable: 'Data table',
  saveToEvidence: 'Save to my evidence',
  saveToEvidenceHint: 'Keeps a copy of this chart, with its data table, in your Saved evidence.',
  savedToEvidence: 'The chart was saved to your evidence. Find it under Saved in the Charts tab.',
  saveFailed: 'The chart could not be saved to your evidence. Try again.',
  saveNoStory: 'Open a story to save the chart to its evidence.',
} as const;

/** Messages about reading a file or a typed table; each says what to do. */
export const READ_MESSAGES = {
  tooLarge: (bytes: number, max: number) =>
    `This file is ${megabytes(bytes)} MB. Files up to ${megabytes(max)} MB can be used: remove rows or columns you do not need.`,
  unsupported: 'This kind of file cannot be read. Use a .csv file or an .xlsx spreadsheet.',
  empty: 'This file has no rows of data under its header.',
  tooManyRows: (rows: number, max: number) =>
    `This file has ${number(rows)} rows. Up to ${number(max)} rows can be charted: remove the rows you do not need.`,
  tooManyColumns: (columns: number, max: number) =>
    `This file has ${number(columns)} columns. Up to ${number(max)} columns can be charted: remove the columns you do not need.`,
  lineFailed: (line: number, reason: string) => `Line ${number(line)} could not be read: ${reason}`,
  unclosedQuote: 'a quote mark is opened and never closed.',
  tooManyCells: (cells: number, header: number) =>
    `it has ${number(cells)} cells but the header row has ${number(header)}.`,
  badSpreadsheet:
    'This spreadsheet could not be read. Open it, save it again as .xlsx or as CSV, and try again.',
  readFailed: 'The file could not be read. Try again.',
} as const;

export const sourceLineFor = (label: string) => `Source: ${label}`;
export const typedSourceLabel = 'Typed by the pupil';
