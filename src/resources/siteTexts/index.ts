import ArticleIcon from '@mui/icons-material/Article';
import { defineResource } from '../defineResource';

/** Webbplatstexter: the texts the public site must show, each a series of versions (issue 33). */
export const siteTextsResource = defineResource('site_texts', {
  icon: ArticleIcon,
  recordRepresentation: 'title',
});
