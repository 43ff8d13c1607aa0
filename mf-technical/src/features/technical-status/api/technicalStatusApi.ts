import { api } from '@app/api-client';
import { expectObject } from '@app/ui';
import type { NotificationStats, SendNotificationRequest, SendNotificationResult, SystemMetrics, SystemStatus } from '@app/contracts';

const STATUS = '/api/technical/system-status';
const METRICS = '/api/technical/system-metrics';
const STATS = '/api/technical/notification-stats';
const SEND = '/api/technical/send-notification';

export const technicalApi = {
  systemStatus: () => api.get<unknown>(STATUS).then((r) => expectObject<SystemStatus>(STATUS, r.data, ['overallStatus', 'checkedAt'])),
  systemMetrics: () =>
    api.get<unknown>(METRICS).then((r) => expectObject<SystemMetrics>(METRICS, r.data, ['totalCompanies', 'activeCompanies', 'totalUsers', 'totalEmployees'])),
  notificationStats: () =>
    api.get<unknown>(STATS).then((r) => expectObject<NotificationStats>(STATS, r.data, ['totalNotifications', 'unreadNotifications', 'activeNotifications', 'expiredNotifications'])),
  sendNotification: (body: SendNotificationRequest) => api.post<SendNotificationResult>(SEND, body).then((r) => r.data),
};
