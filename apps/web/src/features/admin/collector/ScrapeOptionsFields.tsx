import { Checkbox, Fieldset, SimpleGrid } from '@mantine/core';
import type { ScrapeOptions } from '@dsb/core';
import { readableDescription } from './look';

/** The five scrape options (docs/product/data-collector.md), each with what it does. */
const OPTIONS: ReadonlyArray<{ key: keyof ScrapeOptions; label: string; help: string }> = [
  {
    key: 'handlePagination',
    label: 'Handle pagination',
    help: "Follow 'Next' links, up to 10 pages per URL.",
  },
  {
    key: 'autoAddToTemp',
    label: 'Auto add to Temp',
    help: 'Add every chart found to Evidence-Temp without reviewing it here.',
  },
  {
    key: 'autoSync',
    label: 'Auto sync',
    help: 'Sync Evidence-Temp to Evidence-Main when the job finishes.',
  },
  {
    key: 'overwriteCharts',
    label: 'Overwrite charts',
    help: 'Replace charts already in the library when their page is scraped again.',
  },
  {
    key: 'overwriteArticles',
    label: 'Overwrite articles',
    help: 'Replace an article already saved from the same page.',
  },
];

type Props = {
  options: ScrapeOptions;
  onChange: (options: ScrapeOptions) => void;
  disabled: boolean;
};

export function ScrapeOptionsFields({ options, onChange, disabled }: Props) {
  return (
    <Fieldset legend="Options" disabled={disabled} variant="unstyled">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
        {OPTIONS.map((option) => (
          <Checkbox
            key={option.key}
            label={option.label}
            description={option.help}
            styles={readableDescription}
            checked={options[option.key]}
            onChange={(event) =>
              onChange({ ...options, [option.key]: event.currentTarget.checked })
            }
          />
        ))}
      </SimpleGrid>
    </Fieldset>
  );
}
