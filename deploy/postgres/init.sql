-- The split-out hmrc module owns a database of its own (only the event bus is shared with the gateway).
CREATE DATABASE hmrc;
