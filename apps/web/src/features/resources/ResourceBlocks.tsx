import { Anchor, List, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconBulb, IconCheck, IconExternalLink, IconX } from '@tabler/icons-react';
import { Link } from 'react-router';
import { GuideFrame } from '../../ui/GuideFrame';
import { aroundSlot, resourceMessages } from './messages';
import { resourcePath, type ListItem, type ResourceBlock } from './model';
import { findResource } from './resources';

/** One section's blocks, in order: plain elements that read the same on screen and on paper. */
export function ResourceBlocks({ blocks }: { blocks: readonly ResourceBlock[] }) {
  return (
    <Stack gap="sm">
      {blocks.map((block, index) => (
        <Block key={index} block={block} />
      ))}
    </Stack>
  );
}

function Block({ block }: { block: ResourceBlock }) {
  switch (block.kind) {
    case 'text':
      return <Text>{block.text}</Text>;
    case 'list':
      return (
        <List type={block.ordered ? 'ordered' : 'unordered'} spacing={6} pe="sm">
          {block.items.map((item) => (
            <List.Item key={itemKey(item)}>
              <Item item={item} />
            </List.Item>
          ))}
        </List>
      );
    case 'see':
      return (
        <Text>
          {block.text}{' '}
          <Anchor component={Link} to={resourcePath(block.slug)}>
            {findResource(block.slug)?.title ?? block.slug}
          </Anchor>
        </Text>
      );
    case 'tip':
      return (
        <Paper withBorder radius="md" p="sm" bg="yellow.0" className="resource-box">
          <Text fw={700} mb={4}>
            <IconBulb
              size={18}
              aria-hidden
              style={{ verticalAlign: 'text-bottom', marginInlineEnd: 6 }}
            />
            {block.title}
          </Text>
          <Text>{block.text}</Text>
        </Paper>
      );
    case 'compare':
      return (
        <Stack gap="xs" className="resource-box">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Example label={resourceMessages.blocks.strong()} text={block.strong} good />
            <Example label={resourceMessages.blocks.weak()} text={block.weak} good={false} />
          </SimpleGrid>
          {block.why && <Text c="gray.7">{block.why}</Text>}
        </Stack>
      );
    case 'guide':
      return <Guide url={block.url} title={block.title} />;
  }
}

const itemKey = (item: ListItem) => (typeof item === 'string' ? item : item.join(': '));

function Item({ item }: { item: ListItem }) {
  if (typeof item === 'string') return item;
  const [term, text] = item;
  return (
    <>
      <Text span fw={700} inherit>
        {term}:
      </Text>{' '}
      {text}
    </>
  );
}

function Example({ label, text, good }: { label: string; text: string; good: boolean }) {
  const Icon = good ? IconCheck : IconX;
  return (
    <Paper withBorder radius="md" p="sm" bg={good ? 'teal.0' : 'gray.0'}>
      {/* The label is dark text for contrast on the tint; the icon carries the colour. */}
      <Text size="sm" fw={700} tt="uppercase" mb={4}>
        <Icon
          size={16}
          aria-hidden
          color={good ? 'var(--mantine-color-green-9)' : 'var(--mantine-color-red-9)'}
          style={{ verticalAlign: 'text-bottom', marginInlineEnd: 4 }}
        />
        {label}
      </Text>
      <Text>{text}</Text>
    </Paper>
  );
}

/** An existing guide in its frame; on paper, where a frame cannot print whole, its address. */
function Guide({ url, title }: { url: string; title: string }) {
  const [before, after] = aroundSlot(resourceMessages.blocks.openGuideSentence);
  return (
    <Stack gap="xs">
      <div data-print="hide">
        <GuideFrame url={url} title={title} height="70vh" />
      </div>
      <Text data-print="hide">
        {before}
        <Anchor href={url} target="_blank" rel="noopener">
          {resourceMessages.blocks.openGuide()}
          <IconExternalLink
            size={16}
            aria-hidden
            style={{ verticalAlign: 'text-bottom', marginInlineStart: 4 }}
          />
        </Anchor>
        {after}
      </Text>
      <Text className="resource-print-only">
        {resourceMessages.blocks.printGuide({ address: `${window.location.origin}${url}` })}
      </Text>
    </Stack>
  );
}
