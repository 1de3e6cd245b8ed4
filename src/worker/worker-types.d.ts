/** Vite's inline worker imports (`./x.ts?worker&inline`): a Worker constructor. */
declare module '*?worker&inline' {
  const WorkerConstructor: {
    new (options?: { name?: string }): Worker;
  };
  export default WorkerConstructor;
}
