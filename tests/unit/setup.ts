import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { loadViewMessages } from '../../src/providers/i18nProvider';

// Views rendered directly (not through lazyView, which loads them) need the texts only views show.
beforeAll(() => loadViewMessages());

afterEach(() => {
  cleanup();
});
