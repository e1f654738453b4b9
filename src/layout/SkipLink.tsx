import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';

export const MAIN_CONTENT_ID = 'main-content';

/** The first stop of the Tab key: jumps over the top bar and the menu to the page's content. */
export function SkipLink() {
  const translate = useTranslate();
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event: React.MouseEvent) => {
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
      sx={{
        position: 'absolute',
        left: 8,
        top: -100,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1.5,
        minHeight: 44,
        bgcolor: 'background.paper',
        color: 'primary.main',
        fontWeight: 600,
        border: 2,
        borderColor: 'primary.main',
        borderRadius: 1,
        '&:focus': { top: 8 },
      }}
    >
      {translate('app.menu.skip_to_content')}
    </Box>
  );
}
