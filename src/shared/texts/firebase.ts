/** pt-BR texts of the Firebase data adapter (sign-in, Firestore and Storage errors). */
export const firebaseTexts = {} as const;
