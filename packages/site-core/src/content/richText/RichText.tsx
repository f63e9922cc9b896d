import { Fragment, type ReactNode } from 'react';
import { Alert } from '@medivia/ui/Alert';
import { ResponsiveImage } from '@medivia/ui/ResponsiveImage';
import type { InternalLinkHref, LinkedDocument } from '../../routing/internalLinks';
import {
  childrenOf,
  isObject,
  rootChildren,
  TextFormat,
  type UnknownNode,
} from '../../schema/lexical';
import { safeHref } from './safeHref';
import type { BodyPicture } from './pictures';

// Checked as the browser reads it (safeHref.ts); tests and callers import it from here too.
export { safeHref };

/**
 * Where a link goes and whether it opens a new tab: Payload keeps both in `fields`, Lexical at the
 * top. An internal link names a document, whose address the page's `internalHref` knows.
 */
function linkTarget(node: UnknownNode, options: Options): { href?: string; newTab: boolean } {
  const fields = isObject(node.fields) ? node.fields : {};
  const newTab = fields.newTab === true || node.target === '_blank';
  if (fields.linkType === 'internal') {
    const doc = isObject(fields.doc) ? (fields.doc as unknown as LinkedDocument) : undefined;
    const href =
      doc && typeof doc.relationTo === 'string' ? options.internalHref?.(doc) : undefined;
    return { href: safeHref(href), newTab };
  }
  const url = typeof fields.url === 'string' ? fields.url : node.url;
  return { href: safeHref(url), newTab };
}

function formatted(text: string, format: number): ReactNode {
  let out: ReactNode = text;
  if (format & TextFormat.code) out = <code>{out}</code>;
  if (format & TextFormat.strikethrough) out = <s>{out}</s>;
  if (format & TextFormat.underline) out = <u>{out}</u>;
  if (format & TextFormat.italic) out = <em>{out}</em>;
  if (format & TextFormat.bold) out = <strong>{out}</strong>;
  return out;
}

type HeadingLevel = 2 | 3 | 4 | 5 | 6;

/** The rendered level of a stored heading tag: shifted by the offset, never above h2 or below h6. */
function headingLevel(tag: unknown, offset: number): HeadingLevel {
  const stored = typeof tag === 'string' && /^h[1-6]$/.test(tag) ? Number(tag[1]) : 2;
  const shifted = stored + (Number.isInteger(offset) ? offset : 0);
  return Math.min(6, Math.max(2, shifted)) as HeadingLevel;
}

interface Options {
  headingOffset: number;
  internalHref?: InternalLinkHref;
  /** How wide a picture of the text is shown (`sizes`): the width of the text's column. */
  pictureSizes: string;
}

function renderChildren(node: UnknownNode, options: Options): ReactNode[] {
  return childrenOf(node).map((child, i) => renderNode(child, i, options));
}

function renderNode(node: UnknownNode, key: number, options: Options): ReactNode {
  switch (node.type) {
    case 'text': {
      if (typeof node.text !== 'string' || node.text === '') return null;
      const format = typeof node.format === 'number' ? node.format : 0;
      return <Fragment key={key}>{formatted(node.text, format)}</Fragment>;
    }
    case 'linebreak':
      return <br key={key} />;
    case 'link':
    case 'autolink': {
      const { href, newTab } = linkTarget(node, options);
      const children = renderChildren(node, options);
      // An unsafe or missing link, or one to a document the site does not show, keeps its text.
      if (!href) return <Fragment key={key}>{children}</Fragment>;
      return (
        <a
          key={key}
          href={href}
          {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          {children}
        </a>
      );
    }
    case 'paragraph':
      return <p key={key}>{renderChildren(node, options)}</p>;
    case 'heading': {
      const Heading = `h${headingLevel(node.tag, options.headingOffset)}` as const;
      return <Heading key={key}>{renderChildren(node, options)}</Heading>;
    }
    case 'quote':
      return <blockquote key={key}>{renderChildren(node, options)}</blockquote>;
    case 'list': {
      const List = node.listType === 'number' || node.tag === 'ol' ? 'ol' : 'ul';
      const start = List === 'ol' && typeof node.start === 'number' && node.start !== 1;
      return (
        <List key={key} {...(start ? { start: node.start as number } : {})}>
          {renderChildren(node, options)}
        </List>
      );
    }
    case 'listitem':
      return <li key={key}>{renderChildren(node, options)}</li>;
    case 'upload': {
      // A picture the site resolved (pictures.ts); a file it does not show renders nothing.
      const picture = isObject(node.picture) ? (node.picture as unknown as BodyPicture) : undefined;
      if (!picture || typeof picture.src !== 'string') return null;
      return (
        <figure key={key} data-body-picture="">
          <ResponsiveImage
            src={picture.src}
            width={picture.width}
            height={picture.height}
            variants={picture.variants}
            alt={picture.alt}
            sizes={options.pictureSizes}
          />
        </figure>
      );
    }
    case 'block': {
      // The pages' Note block: a boxed remark; a block of another kind renders nothing.
      const fields = isObject(node.fields) ? node.fields : {};
      if (fields.blockType !== 'note' || typeof fields.text !== 'string' || !fields.text.trim())
        return null;
      return (
        <Alert key={key} tone={fields.tone === 'warning' ? 'warning' : 'info'}>
          {fields.text}
        </Alert>
      );
    }
    default:
      // A node this renderer does not know: its children, if it has any.
      return <Fragment key={key}>{renderChildren(node, options)}</Fragment>;
  }
}

/**
 * A stored rich text value (Payload's Lexical JSON) as semantic HTML, for server components: p,
 * h2–h6, ul/ol/li, blockquote, a, br, strong, em, s, u and code, the pages' Note block as an Alert,
 * pictures the site resolved (pictures.ts) as a figure with their alt text and copies, without a wrapper element so the
 * caller places it in its own (e.g. the article body). Stored h2 renders as h2; `headingOffset`
 * shifts every heading down (1: h2 → h3), clamped to h2–h6. Links go only to http(s), mailto, tel
 * and site-relative URLs, internal links to the page `internalHref` gives; other links render as
 * their text. Unknown nodes render their children,
 * anything that is not a document renders nothing.
 */
export function RichText({
  document,
  headingOffset = 0,
  internalHref,
  pictureSizes = '(min-width: 48rem) 42rem, 100vw',
}: {
  document: unknown;
  headingOffset?: number;
  /** Where links to back-office documents lead (routing/internalLinks.ts); without it they are text. */
  internalHref?: InternalLinkHref;
  /** The `sizes` of the text's pictures: how wide its column is shown. */
  pictureSizes?: string;
}) {
  const options: Options = {
    headingOffset,
    pictureSizes,
    ...(internalHref ? { internalHref } : {}),
  };
  return <>{rootChildren(document).map((node, i) => renderNode(node, i, options))}</>;
}
