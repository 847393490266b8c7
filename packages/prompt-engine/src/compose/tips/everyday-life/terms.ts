/** Words for the animals a pet tip is about. */
export const pets = ["dog", "dogs", "cat", "cats", "puppy", "kitten", "pet", "pets"];
