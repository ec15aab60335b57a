import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconPrinter } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { audienceLabel, resourceMessages } from './messages';
import { RESOURCES_HOME } from './model';
import { ResourceBlocks } from './ResourceBlocks';
import { ResourceNav } from './ResourceNav';
import { findResource } from './resources';
import './resources.css';

/**
 * /resources/{slug}: one printable Resources page. Printing leaves out the app's header, these
 * buttons and the page list (resources.css), so the paper holds the page alone.
 */
export function ResourcePage() {
  const { slug } = useParams();
  const resource = findResource(slug);
  const heading = useRef<HTMLHeadingElement>(null);
  const title = resource?.title ?? resourceMessages.page.notFound();

  useEffect(() => {
    const before = document.title;
    // The printed page's header carries the document title.
    document.title = resourceMessages.page.documentTitle({ title });
    return () => {
      document.title = before;
    };
  }, [title]);

  // A newly opened page starts at its title, for keyboard and screen-reader users alike.
  useEffect(() => {
    heading.current?.focus();
  }, [slug]);

  return (
    <div className="resource-page">
      <Group justify="space-between" gap="sm" mb="md" maw={1100} mx="auto" data-print="hide">
        <Button
          component={Link}
          to={RESOURCES_HOME}
          variant="subtle"
          leftSection={<IconArrowLeft size={16} aria-hidden className="dsb-mirror" />}
        >
          {resourceMessages.page.back()}
        </Button>
        {resource && (
          <Button
            variant="default"
            leftSection={<IconPrinter size={16} aria-hidden />}
            onClick={() => window.print()}
          >
            {resourceMessages.page.print()}
          </Button>
        )}
      </Group>
      <div className="resource-layout" style={{ maxWidth: 1100, margin: '0 auto' }}>
        <article className="resource-article" aria-labelledby="resource-title">
          {resource && (
            <Text size="sm" fw={700} c="blue.8" tt="uppercase">
              {audienceLabel(resource.audience)}
            </Text>
          )}
          {/* The pages are written in English: dir="auto" keeps their sentences reading right
              (full stops at their end) inside a right-to-left page. */}
          <Title order={1} size="h2" id="resource-title" ref={heading} tabIndex={-1} dir="auto">
            {title}
          </Title>
          {resource ? (
            <>
              <Text size="lg" c="gray.7" mt="xs" dir="auto">
                {resource.summary}
              </Text>
              <Stack gap="lg" mt="lg" dir="auto">
                {resource.sections.map((section, index) => (
                  <section key={section.heading} aria-labelledby={`resource-section-${index}`}>
                    <Title order={2} size="h3" id={`resource-section-${index}`} mb="xs">
                      {section.heading}
                    </Title>
                    <ResourceBlocks blocks={section.blocks} />
                  </section>
                ))}
              </Stack>
            </>
          ) : (
            <Text c="gray.7" mt="xs">
              {resourceMessages.page.notFoundText()}
            </Text>
          )}
        </article>
        <ResourceNav current={slug} />
      </div>
    </div>
  );
}
