// Ambient declarations for front-end builds (webpack handles these imports).
declare module '*.css';
