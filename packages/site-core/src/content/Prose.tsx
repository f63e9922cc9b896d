import { Alert } from '@medivia/ui/Alert';
import type { Block, Section } from '../schema/content';
import type { InternalLinkHref } from '../routing/internalLinks';
import { RichText } from './richText/RichText';
import styles from './Prose.module.css';

function BlockView({ block }: { block: Block }) {
  switch (block.type) {
    case 'paragraph':
      return <p>{block.text}</p>;
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </List>
      );
    }
    case 'quote':
      return (
        <figure className={styles.quote}>
          <blockquote>{block.text}</blockquote>
          {block.cite && <figcaption>{block.cite}</figcaption>}
        </figure>
      );
    case 'note':
      return <Alert tone={block.tone}>{block.text}</Alert>;
  }
}

/**
 * Renders content sections with a readable measure; headings start at h2 below the page's h1. A
 * section staff wrote in the back office renders its rich text (links, emphasis, its own subheadings
 * a level below the section's), site-core's copy its blocks.
 */
export function Prose({
  sections,
  headingLevel = 2,
  internalHref,
}: {
  sections: Section[];
  headingLevel?: 2 | 3;
  /** Where the rich text's links to back-office documents lead (routing/internalLinks.ts). */
  internalHref?: InternalLinkHref;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.prose}>
      {sections.map((section) => (
        <section key={section.heading}>
          <Heading>{section.heading}</Heading>
          {section.body ? (
            <RichText
              document={section.body}
              headingOffset={headingLevel === 2 ? 1 : 2}
              internalHref={internalHref}
            />
          ) : (
            section.blocks.map((block, index) => <BlockView key={index} block={block} />)
          )}
        </section>
      ))}
    </div>
  );
}
