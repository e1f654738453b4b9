import { Box } from '@mui/material';
import { useMemo } from 'react';
import { sanitizeHtml } from '../../lib/sanitizeHtml';

/** Renders stored HTML only after sanitising it again. */
export function SanitizedHtml({ html }: { html: string | null | undefined }) {
  const clean = useMemo(() => sanitizeHtml(html ?? ''), [html]);
  return (
    <Box className="article-body" data-testid="article-body" dangerouslySetInnerHTML={{ __html: clean }} />
  );
}
