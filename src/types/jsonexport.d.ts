declare module 'jsonexport/dist' {
  const jsonExport: (
    data: unknown,
    options: Record<string, unknown>,
    callback: (error: Error | null, csv: string) => void,
  ) => void;
  export default jsonExport;
}
