import { useEffect } from 'react';
import { Link, useLocation } from '@tanstack/react-router';
import { PublicLayout } from './public-layout';
import { usePageMeta } from './use-page-meta';
import ui from './public-ui.module.css';

export function NotFoundPage() {
  const pathname = useLocation({ select: (location) => location.pathname });
  usePageMeta('Page not found', 'The page you were looking for does not exist.');

  useEffect(() => {
    console.error(`404: no page at ${pathname}`);
  }, [pathname]);

  return (
    <PublicLayout>
      <div className={ui.containerSm} style={{ paddingBlock: 96 }}>
        <div className={ui.stack} style={{ alignItems: 'center', textAlign: 'center' }}>
          <p
            className={`${ui.title} ${ui.text}`}
            style={{ fontSize: 64, lineHeight: 1, color: 'var(--mantine-color-saffron-8)' }}
            aria-hidden="true"
          >
            404
          </p>
          <h1 className={ui.title} style={{ fontSize: 34 }}>
            Page not found
          </h1>
          <p className={`${ui.text} ${ui.dimmed}`}>
            The page you were looking for does not exist or has moved.
          </p>
          <Link to="/" className={ui.button}>
            Back to Home
          </Link>
        </div>
      </div>
    </PublicLayout>
  );
}
