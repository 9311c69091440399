import type { Block } from '../content/types';
import { SmartLink } from './SmartLink';
import './BlockRenderer.css';

function BlockView({ block }: { block: Block }) {
  switch (block.type) {
    case 'heading':
      return block.level === 3 ? <h3>{block.text}</h3> : <h2>{block.text}</h2>;
    case 'paragraph':
      return <p>{block.text}</p>;
    case 'list': {
      const items = block.items.map((item) => <li key={item}>{item}</li>);
      return block.ordered ? <ol>{items}</ol> : <ul>{items}</ul>;
    }
    case 'callout':
      return (
        <aside className={`pub-callout pub-callout--${block.tone ?? 'info'}`}>
          {block.title && <p className="pub-callout__title">{block.title}</p>}
          <p>{block.text}</p>
        </aside>
      );
    case 'links':
      return (
        <ul className="pub-links">
          {block.items.map((item) => (
            <li key={item.href}>
              <SmartLink href={item.href}>{item.label}</SmartLink>
            </li>
          ))}
        </ul>
      );
    case 'faq':
      return (
        <div className="pub-faq">
          {block.items.map((item) => (
            <details key={item.q}>
              <summary>{item.q}</summary>
              <p>{item.a}</p>
            </details>
          ))}
        </div>
      );
  }
}

/** Renders a content file's blocks in order (see content/types.ts for what each block is). */
export function BlockRenderer({ blocks }: { blocks: Block[] }) {
  return (
    <>
      {blocks.map((block, index) => (
        <BlockView key={index} block={block} />
      ))}
    </>
  );
}
