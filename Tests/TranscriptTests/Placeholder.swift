import Testing
@Test func placeholderTranscriptTests() { #expect(1 + 1 == 2) }
