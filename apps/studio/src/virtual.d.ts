declare module 'virtual:machine-descriptions' {
  const descriptions: Record<string, string>;
  export default descriptions;
}
