import ArticleIcon from '@mui/icons-material/Article';
import { defineResource } from '../defineResource';

/** Webbplatstexter: the texts the public site must show, each a series of versions (issue 33). */
export const siteTextsResource = defineResource('texts', {
  table: 'site_texts',
  icon: ArticleIcon,
  recordRepresentation: 'title',
  menu: 'tools',
});
