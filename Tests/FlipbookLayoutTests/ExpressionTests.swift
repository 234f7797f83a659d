import FlipbookLayout
import Testing

@Suite struct ExpressionTests {
    let x = LayoutVariable("x")
    let y = LayoutVariable("y")

    @Test func buildsLinearExpressions() {
        let expression = 2 * x + y - 10
        #expect(expression.terms.count == 2)
        #expect(expression.terms[0].coefficient == 2)
        #expect(expression.terms[1].coefficient == 1)
        #expect(expression.constant == -10)
        #expect(expression.description == "2 * x + y - 10")
        #expect((x / 2 - y * 3 + 0.5).description == "0.5 * x - 3 * y + 0.5")
        #expect((-x).description == "-x")
    }

    @Test func constraintDescriptionsReadLikeUIKit() {
        let height = LayoutVariable("header.height")
        #expect((height == 300).withStrength(.defaultHigh).description == "header.height == 300 @750")
        #expect((height == 300).description == "header.height == 300")
        let named = (x + 10 <= y).withIdentifier("gap").withStrength(999)
        #expect(named.description == "'gap' x + 10 <= y @999")
        #expect(named.identifier == "gap")
        #expect((x >= 0.25 * y).description == "x >= 0.25 * y")
    }

    @Test func constraintNormalisesToExpressionAgainstZero() {
        let constraint = x * 2 == x + y + 4
        #expect(constraint.relation == .equal)
        #expect(constraint.expression.constant == -4)
        #expect(constraint.expression.terms.map(\.coefficient) == [2, -1, -1])
    }

    @Test func strengthIsClampedAndOrdered() {
        #expect(Strength(5000).priority == 1000)
        #expect(Strength(-3).priority == 1)
        #expect(Strength(.nan).priority == 1)
        #expect(Strength.required.isRequired)
        #expect(!Strength.almostRequired.isRequired)
        #expect(Strength.defaultLow < Strength.defaultHigh)
        #expect(Strength.fittingSizeLevel.priority == 50)
    }
}
