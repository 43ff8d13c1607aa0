import { api } from '@app/api-client';
import type { NotificationStats, SendNotificationRequest, SystemMetrics, SystemStatus } from './types';

export const technicalApi = {
  systemStatus: () => api.get<SystemStatus>('/api/technical/system-status').then((r) => r.data),
  systemMetrics: () => api.get<SystemMetrics>('/api/technical/system-metrics').then((r) => r.data),
  notificationStats: () => api.get<NotificationStats>('/api/technical/notification-stats').then((r) => r.data),
  sendNotification: (body: SendNotificationRequest) => api.post('/api/technical/send-notification', body),
};
