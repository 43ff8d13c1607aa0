// Paging of this remote's long lists: one page of 50 rows under the shared DataTable, with the shared Pager's texts.
import type { PagerTexts } from '@app/ui';
import { messages } from '../messages';

export const LIST_PAGE_SIZE = 50;
export const PAGER_TEXTS: PagerTexts = messages.pager;
