import { useId, useState } from 'react';
import { Link } from '@tanstack/react-router';
import type { FaqItem } from './faq-content';
import ui from '../../components/public-ui.module.css';
import classes from './public-pages.module.css';

/**
 * One group's questions, one answer open at a time. A question is a button that says whether its
 * answer is shown (Enter and Space toggle it); the answers are in the page's HTML either way.
 */
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  const [open, setOpen] = useState<string | null>(null);
  const id = useId();
  return (
    <div className={ui.stack}>
      {items.map((item, index) => {
        const expanded = open === item.question;
        const control = `${id}-control-${index}`;
        const panel = `${id}-panel-${index}`;
        return (
          <div
            key={item.question}
            className={classes.accordionItem}
            data-active={expanded || undefined}
          >
            <h3 className={classes.accordionHeading}>
              <button
                type="button"
                id={control}
                className={classes.accordionControl}
                aria-expanded={expanded}
                aria-controls={panel}
                onClick={() => setOpen(expanded ? null : item.question)}
              >
                <span>{item.question}</span>
                <svg
                  className={classes.chevron}
                  width="16"
                  height="16"
                  viewBox="0 0 15 15"
                  aria-hidden="true"
                >
                  <path
                    d="M3.13523 6.15803C3.3241 5.95657 3.64052 5.94637 3.84197 6.13523L7.5 9.56464L11.158 6.13523C11.3595 5.94637 11.6759 5.95657 11.8648 6.15803C12.0536 6.35949 12.0434 6.67591 11.842 6.86477L7.84197 10.6148C7.64964 10.7951 7.35036 10.7951 7.15803 10.6148L3.15803 6.86477C2.95657 6.67591 2.94637 6.35949 3.13523 6.15803Z"
                    fill="currentColor"
                  />
                </svg>
              </button>
            </h3>
            <div
              id={panel}
              role="region"
              aria-labelledby={control}
              className={classes.accordionPanel}
              hidden={!expanded}
            >
              <p>
                {item.answer.map((part) =>
                  typeof part === 'string' ? (
                    part
                  ) : (
                    <Link key={part.label} to={part.to} hash={part.hash} className={ui.anchor}>
                      {part.label}
                    </Link>
                  ),
                )}
              </p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
