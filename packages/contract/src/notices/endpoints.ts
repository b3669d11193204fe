import { endpoint } from '../endpoint.ts';
import {
  announcementPageSchema,
  announcementsQuerySchema,
  noticesQuerySchema,
  noticesSchema,
} from './schemas.ts';

const tags = ['notices'];

/** Banners, player notices, popups, promotions, hot matches and announcements: public. */
export const noticeEndpoints = {
  notices: endpoint({
    method: 'GET',
    path: '/wps/relay/notices',
    tags,
    summary: 'Banners (B), player notices (PL), public popups (PU), promotions (PR), hot matches (H)',
    description:
      'Public. Only the asked types are present. Popups are audience B without a session, A and F ' +
      '(first login) with one. Items outside their schedule never show.',
    // Public; a session (member or trial) changes which popups show, and a stale token is a visitor.
    access: 'public',
    query: noticesQuerySchema,
    response: noticesSchema,
  }),
  announcements: endpoint({
    method: 'GET',
    path: '/wps/relay/announcements',
    tags,
    summary: 'Announcements, 9 a page by default: pinned first, then newest',
    description:
      'Public; the caller decides the audience: a visitor, a trial account or a stale token sees ' +
      'announcements for everyone (ALL), a member also those for members (MEMBERS), an agent also ' +
      'those for agents (AGENTS). The promotions of `/wps/relay/notices` (PR) follow the same rule.',
    access: 'public',
    query: announcementsQuerySchema,
    response: announcementPageSchema,
  }),
};
