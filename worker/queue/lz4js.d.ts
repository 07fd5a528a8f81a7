/** The part of lz4js 0.2.0 (a CommonJS module without types) that worker/queue/lz4-block.ts uses. */
declare module "lz4js" {
  type Bytes = Uint8Array | number[];
  const lz4: {
    /** Worst-case size of the compressed form of `n` bytes. */
    compressBound(n: number): number;
    /**
     * Compresses src[sIndex, sIndex + sLength) into dst as one raw LZ4 block and returns its size,
     * or 0 when it found no match (the caller then stores the bytes as literals).
     */
    compressBlock(src: Bytes, dst: Bytes, sIndex: number, sLength: number, hashTable: Uint32Array): number;
  };
  export default lz4;
}
