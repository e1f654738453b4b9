import { svSE } from '@mui/material/locale';
import { createTheme } from '@mui/material/styles';

export const theme = createTheme({ palette: { primary: { main: '#1d4ed8' } } }, svSE);
