import { memo, useEffect, useRef, useState, type RefObject } from 'react';
import { Box, Breadcrumbs, Link as MuiLink, Typography } from '@mui/material';
import { Link, useLocation } from 'react-router-dom';
import { Title, useGetResourceLabel, useResourceDefinitions, useTranslate } from 'react-admin';
import { breadcrumbsFor } from './breadcrumbs';
import { documentTitle } from './documentTitle';

/** react-admin's views render their `title` into the element with this id (see ra-ui-materialui's <Title>). */
export const TITLE_ELEMENT_ID = 'react-admin-title';

/** Follows the text that react-admin's <Title> portals into the heading. */
function useHeadingText(ref: RefObject<HTMLElement | null>): string {
  const [text, setText] = useState('');
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => setText(element.textContent?.trim() ?? '');
    update();
    const observer = new MutationObserver(update);
    observer.observe(element, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [ref]);
  return text;
}

/**
 * The trail above the heading and the document's title, both following the heading's text: it re-renders when a
 * view sets its title, the header around it does not.
 */
function PageTrail({ heading }: { heading: RefObject<HTMLHeadingElement | null> }) {
  const title = useHeadingText(heading);
  const { pathname } = useLocation();
  const definitions = useResourceDefinitions();
  const getResourceLabel = useGetResourceLabel();
  const translate = useTranslate();
  const crumbs = breadcrumbsFor(
    pathname,
    (name) => (definitions[name] ? getResourceLabel(name, 2) : null),
    title,
  );

  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);

  if (crumbs.length === 0) return null;
  return (
    <Breadcrumbs aria-label={translate('app.breadcrumbs')} sx={{ fontSize: 14, '& li': { minWidth: 0 } }}>
      {crumbs.map((crumb) =>
        crumb.to ? (
          <MuiLink
            key={crumb.to}
            component={Link}
            to={crumb.to}
            underline="hover"
            color="inherit"
            sx={{ display: 'inline-flex', alignItems: 'center', minHeight: { xs: 44, lg: 'auto' } }}
          >
            {crumb.label}
          </MuiLink>
        ) : (
          <Typography
            key="current"
            aria-current="page"
            color="text.primary"
            sx={{ fontSize: 14, overflowWrap: 'anywhere' }}
          >
            {crumb.label}
          </Typography>
        ),
      )}
    </Breadcrumbs>
  );
}

/** The page's breadcrumbs and its one h1, which every view fills through react-admin's `title`. Memoised. */
export const PageHeader = memo(function PageHeader() {
  const heading = useRef<HTMLHeadingElement>(null);
  const { pathname } = useLocation();
  return (
    <Box sx={{ mb: 1 }}>
      <PageTrail heading={heading} />
      <Typography
        ref={heading}
        id={TITLE_ELEMENT_ID}
        component="h1"
        variant="h5"
        sx={{ fontWeight: 600, overflowWrap: 'anywhere', '&:empty': { display: 'none' } }}
      />
      {pathname === '/' && <Title title="Dashboard" preferenceKey={false} />}
    </Box>
  );
});
PageHeader.displayName = 'PageHeader';
