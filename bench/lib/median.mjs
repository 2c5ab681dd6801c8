/** The middle value (the upper one of an even count), as every bench figure reports. */
export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
