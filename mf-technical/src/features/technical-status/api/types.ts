export type {
  ComponentHealth,
  ComponentStatus,
  NotificationScope,
  NotificationStats,
  NotificationType,
  SendNotificationRequest,
  SystemMetrics,
  SystemStatus,
} from '@app/contracts';
