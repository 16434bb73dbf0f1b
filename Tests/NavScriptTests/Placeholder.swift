import Testing
@Test func placeholderNavScriptTests() { #expect(1 + 1 == 2) }
