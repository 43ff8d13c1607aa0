export type {
  ComponentHealth,
  ComponentStatus,
  NotificationScope,
  NotificationStats,
  NotificationType,
  SendNotificationRequest,
  SendNotificationResult,
  StatusUpdateEvent,
  SystemMetrics,
  SystemStatus,
} from '@app/contracts';
